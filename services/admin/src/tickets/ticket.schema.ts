import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '@tessera/contracts';
import { outboxPlugin } from '@tessera/platform';

export interface TicketMessage {
  id: string;
  authorId: string;
  from: 'user' | 'support';
  body: string;
  isInternal: boolean;
  createdAt: Date;
}

/**
 * A user's request to the support team, with its whole thread (internal notes included) in the
 * one document, so a reply and its audit entry and notification event are one write. `version`
 * counts changes to status, priority and assignment: an admin's update names the version it saw.
 */
@Schema({ collection: 'support_tickets', versionKey: false })
export class Ticket {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ type: String, required: true })
  userId!: string;

  @Prop({ type: String, required: true })
  subject!: string;

  @Prop({ type: String, required: true })
  description!: string;

  @Prop({ type: String, required: true, enum: TICKET_CATEGORIES })
  category!: TicketCategory;

  @Prop({ type: [String], default: [] })
  attachments!: string[];

  @Prop({ type: String, required: true, enum: TICKET_STATUSES })
  status!: TicketStatus;

  @Prop({ type: String, required: true, enum: TICKET_PRIORITIES })
  priority!: TicketPriority;

  @Prop({ type: String, default: null })
  assignedTo!: string | null;

  @Prop({ type: [Object], default: [] })
  messages!: TicketMessage[];

  @Prop({ type: Number, required: true, default: 0 })
  version!: number;

  @Prop({ type: Date, required: true })
  createdAt!: Date;

  @Prop({ type: Date, required: true })
  updatedAt!: Date;

  /** When it was last resolved (or closed unresolved); null while it is being worked on. */
  @Prop({ type: Date, default: null })
  resolvedAt!: Date | null;

  /** Who resolved it, for the agents' figures. */
  @Prop({ type: String, default: null })
  resolvedBy!: string | null;
}

export const TicketSchema = SchemaFactory.createForClass(Ticket);
TicketSchema.plugin(outboxPlugin);
TicketSchema.index({ userId: 1, createdAt: -1 });
TicketSchema.index({ status: 1, createdAt: 1 });
TicketSchema.index({ assignedTo: 1, status: 1 });
