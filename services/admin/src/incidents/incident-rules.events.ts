import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AdminEventListeners } from '../admin-events/admin-event-listeners';
import { failedSignInSignal, refundSignal, reportSignals } from './incident-rules';
import { RaiseIncidentUseCase } from './raise-incident.usecase';

/** Feeds the alert rules from the audit trail (sign-ins, refunds) and from reports as they arrive. */
@Injectable()
export class IncidentRulesEvents implements OnModuleInit {
  constructor(
    private readonly listeners: AdminEventListeners,
    private readonly raise: RaiseIncidentUseCase,
  ) {}

  onModuleInit(): void {
    this.listeners.on('audit.log', async (event) => {
      const signal = failedSignInSignal(event) ?? refundSignal(event);
      if (signal) await this.raise.execute(signal);
    });
    this.listeners.on('content.flagged', async (event) => {
      for (const signal of reportSignals(event)) await this.raise.execute(signal);
    });
    this.listeners.on('report.submitted', async (event) => {
      for (const signal of reportSignals(event)) await this.raise.execute(signal);
    });
  }
}
