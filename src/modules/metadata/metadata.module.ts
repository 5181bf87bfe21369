import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetadataController } from 'src/modules/metadata/controllers/metadata.controller';
import { Board } from 'src/modules/metadata/entities/board.entity';
import { Grade } from 'src/modules/metadata/entities/grade.entity';
import { Subject } from 'src/modules/metadata/entities/subject.entity';
import { MetadataService } from 'src/modules/metadata/services/metadata.service';

@Module({
  imports: [TypeOrmModule.forFeature([Board, Grade, Subject])],
  controllers: [MetadataController],
  providers: [MetadataService],
  exports: [MetadataService],
})
export class MetadataModule {}
