import type { TicketAgentStatsDto } from '@tessera/contracts';
import type { Ticket } from './ticket.schema';
import { UNSETTLED_STATUSES } from './tickets.repository';

type TicketFacts = Pick<
  Ticket,
  'assignedTo' | 'status' | 'createdAt' | 'resolvedAt' | 'resolvedBy'
>;

/**
 * Each admin's figures: tickets assigned to them and still unsettled, tickets they resolved, and
 * the average minutes from opening to resolution over those. Most assigned first.
 */
export function agentStats(tickets: readonly TicketFacts[]): TicketAgentStatsDto {
  const agents = new Map<string, { assigned: number; resolved: number; minutes: number }>();
  const of = (adminId: string) => {
    let figures = agents.get(adminId);
    if (!figures) {
      figures = { assigned: 0, resolved: 0, minutes: 0 };
      agents.set(adminId, figures);
    }
    return figures;
  };
  for (const ticket of tickets) {
    if (ticket.assignedTo && UNSETTLED_STATUSES.includes(ticket.status)) {
      of(ticket.assignedTo).assigned += 1;
    }
    if (ticket.resolvedBy && ticket.resolvedAt) {
      const figures = of(ticket.resolvedBy);
      figures.resolved += 1;
      figures.minutes +=
        (new Date(ticket.resolvedAt).getTime() - new Date(ticket.createdAt).getTime()) / 60_000;
    }
  }
  return {
    agents: [...agents]
      .map(([adminId, { assigned, resolved, minutes }]) => ({
        adminId,
        assigned,
        resolved,
        averageResolutionMinutes: resolved ? Math.round((minutes / resolved) * 10) / 10 : null,
      }))
      .sort((a, b) => b.assigned - a.assigned || b.resolved - a.resolved),
  };
}
