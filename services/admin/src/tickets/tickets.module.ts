import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminTicketsController } from './admin-tickets.controller';
import { AnswerTicketUseCase } from './answer-ticket.usecase';
import { OpenTicketUseCase } from './open-ticket.usecase';
import { ReplyToTicketUseCase } from './reply-to-ticket.usecase';
import { SupportTicketsController } from './support-tickets.controller';
import { Ticket, TicketSchema } from './ticket.schema';
import { TicketsRepository } from './tickets.repository';
import { UpdateTicketUseCase } from './update-ticket.usecase';

/** Support tickets: users' requests and their threads, and the admins' desk that works them. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Ticket.name, schema: TicketSchema }])],
  controllers: [SupportTicketsController, AdminTicketsController],
  providers: [
    TicketsRepository,
    OpenTicketUseCase,
    ReplyToTicketUseCase,
    UpdateTicketUseCase,
    AnswerTicketUseCase,
  ],
  exports: [TicketsRepository],
})
export class TicketsModule {}
