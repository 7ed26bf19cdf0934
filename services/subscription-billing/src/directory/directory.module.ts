import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryUser, DirectoryUserSchema } from './directory-user.schema';
import { UserDirectory } from './user-directory';
import { UserEvents } from './user.events';

/** Users as billing sees them: payments, tiers and payouts all ask who a user is. */
@Module({
  imports: [MongooseModule.forFeature([{ name: DirectoryUser.name, schema: DirectoryUserSchema }])],
  controllers: [UserEvents],
  providers: [UserDirectory],
  exports: [UserDirectory],
})
export class DirectoryModule {}
