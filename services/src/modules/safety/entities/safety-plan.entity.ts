import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { encryptedText } from '../../../database/encrypted-text.transformer';

/** The person's safety plan: the six steps as one JSON text, encrypted at rest. */
@Entity({ name: 'safety_plans' })
export class SafetyPlanEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'safety_plans_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text', transformer: encryptedText })
  steps: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
