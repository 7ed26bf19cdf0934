import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  brandedMailHtml as layout,
  Mailer,
  type OutgoingMail,
  SERVICE_CONFIG,
} from '@tessera/platform';
import type { Model } from 'mongoose';
import type { AdminConfig } from '../config/admin-config';
import { AdminUser } from '../users/admin-user.schema';
import type { Incident } from './incident.schema';

function incidentMail(to: string, incident: Incident, url: string): OutgoingMail {
  const lines = [
    `A ${incident.severity} security incident was raised: ${incident.description}`,
    incident.ipAddresses.length > 0
      ? `Addresses involved: ${incident.ipAddresses.join(', ')}.`
      : 'No addresses were recorded.',
    'Open the system page to investigate it, then resolve or dismiss it.',
  ];
  return {
    to,
    subject: `Security incident: ${incident.type.replace(/_/g, ' ')}`,
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('Hello,', lines, { label: 'Open the system page', url }),
  };
}

/** Mails every active admin of the users read model when a rule raises an incident. */
@Injectable()
export class IncidentAlerts {
  constructor(
    @InjectModel(AdminUser.name) private readonly users: Model<AdminUser>,
    @Inject(Mailer) private readonly mailer: Pick<Mailer, 'sendInBackground'>,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<AdminConfig, 'PUBLIC_WEB_URL'>,
  ) {}

  async raised(incident: Incident): Promise<void> {
    const admins = await this.users
      .find({ role: 'admin', status: 'active', email: { $ne: null } }, { email: 1 })
      .lean<Pick<AdminUser, 'email'>[]>();
    const url = new URL('/admin/system', this.config.PUBLIC_WEB_URL).toString();
    for (const { email } of admins) {
      if (email) this.mailer.sendInBackground(incidentMail(email, incident, url));
    }
  }
}
