import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { encryptedText } from '../../../database/encrypted-text.transformer';
import { UserEntity } from '../../users/entities/user.entity';

@Entity({ name: 'medications' })
export class MedicationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('medications_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'medications_user_id_fkey' })
  user?: UserEntity;

  /** Medication names and doses are health data: encrypted at rest. */
  @Column({ type: 'text', transformer: encryptedText })
  name: string;

  @Column({ type: 'text', nullable: true, transformer: encryptedText })
  dosage: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  frequency: string | null;

  /** HH:MM strings. */
  @Column({ name: 'time_slots', type: 'jsonb', nullable: true })
  timeSlots: string[] | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
