import { Column, Entity } from 'typeorm';
import { UuidEntity } from 'src/common/database/uuid-entity';

/** A school or exam-preparation company; its API users act on its behalf. */
@Entity('clients')
export class Client extends UuidEntity {
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** The identifier shown to the client and sent back in evaluation bodies. */
  @Column({ name: 'client_id', type: 'varchar', length: 100, unique: true })
  clientId!: string;
}
