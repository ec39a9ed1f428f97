import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  medicationSchema,
  NotificationApiPath,
  type MedicationListResponse,
  type MedicationView,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../common/api-route';
import { idParamSchema } from '../../common/id-param';
import { ZodBody, ZodParams } from '../../common/zod-request.decorators';
import { CurrentUser } from '../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ListMedicationsUseCase } from './use-cases/list-medications.use-case';
import { SaveMedicationUseCase } from './use-cases/save-medication.use-case';

/** Settings' Medications card: a medication with its dosage and daily times; its reminders follow every change. */
@Controller()
export class MedicationsController {
  constructor(
    private readonly saveMedication: SaveMedicationUseCase,
    private readonly listMedications: ListMedicationsUseCase,
  ) {}

  @Get(apiRoute(NotificationApiPath.medications))
  list(@CurrentUser() user: UserEntity): Promise<MedicationListResponse> {
    return this.listMedications.execute(user.id);
  }

  @Post(apiRoute(NotificationApiPath.medications))
  async add(
    @CurrentUser() user: UserEntity,
    @ZodBody(medicationSchema) body: z.output<typeof medicationSchema>,
  ): Promise<MedicationView> {
    return (await this.saveMedication.execute({ userId: user.id, medicationId: null, medication: body })).view;
  }

  @Put(apiRoute(NotificationApiPath.medication))
  async edit(
    @CurrentUser() user: UserEntity,
    @ZodParams(idParamSchema) params: z.output<typeof idParamSchema>,
    @ZodBody(medicationSchema) body: z.output<typeof medicationSchema>,
  ): Promise<MedicationView> {
    return (await this.saveMedication.execute({ userId: user.id, medicationId: params.id, medication: body })).view;
  }
}
