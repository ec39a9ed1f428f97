import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A processor event (Stripe's evt_…) already handled: its id is recorded once, in the same transaction as its effect. */
@Entity({ name: 'payment_events' })
export class PaymentEventEntity {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
