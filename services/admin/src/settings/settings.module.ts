import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PublicSettingsController } from './public-settings.controller';
import { SettingsDocument, SettingsDocumentSchema } from './settings-document.schema';
import { SettingsInternalController } from './settings-internal.controller';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { UpdateSettingsUseCase } from './update-settings.usecase';

/** The platform settings: admins change them, every service follows `settings.changed`. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: SettingsDocument.name, schema: SettingsDocumentSchema }]),
  ],
  controllers: [SettingsController, SettingsInternalController, PublicSettingsController],
  providers: [SettingsRepository, UpdateSettingsUseCase],
})
export class SettingsModule {}
