import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RubricsController } from 'src/modules/rubrics/controllers/rubrics.controller';
import { RubricCriterion } from 'src/modules/rubrics/entities/rubric-criterion.entity';
import { Rubric } from 'src/modules/rubrics/entities/rubric.entity';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';

/** `/rubrics/v1/rubric`; exports `RubricsService.criteriaFor` for custom evaluations. */
@Module({
  imports: [TypeOrmModule.forFeature([Rubric, RubricCriterion])],
  controllers: [RubricsController],
  providers: [RubricsService],
  exports: [RubricsService],
})
export class RubricsModule {}
