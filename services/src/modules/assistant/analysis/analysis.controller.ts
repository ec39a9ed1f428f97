import { Controller, HttpCode, Post } from '@nestjs/common';
import {
  AssistantApiPath,
  analyzeMoodSchema,
  voiceAnalysisSchema,
  type MoodAnalysis,
  type VoiceAnalysis,
} from '@anchor/contracts';
import type { z } from 'zod';
import { apiRoute } from '../../../common/api-route';
import { ZodBody } from '../../../common/zod-request.decorators';
import { CurrentUser } from '../../../common/auth/decorators/current-user.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { AnalyzeMoodUseCase } from './analyze-mood.use-case';
import { AnalyzeVoiceUseCase } from './analyze-voice.use-case';

@Controller()
export class AnalysisController {
  constructor(
    private readonly analyzeMood: AnalyzeMoodUseCase,
    private readonly analyzeVoice: AnalyzeVoiceUseCase,
  ) {}

  @Post(apiRoute(AssistantApiPath.analyzeMood))
  @HttpCode(200)
  mood(
    @CurrentUser() user: UserEntity,
    @ZodBody(analyzeMoodSchema) input: z.output<typeof analyzeMoodSchema>,
  ): Promise<MoodAnalysis> {
    return this.analyzeMood.execute({ userId: user.id, input });
  }

  @Post(apiRoute(AssistantApiPath.voiceAnalysis))
  @HttpCode(200)
  voice(
    @CurrentUser() user: UserEntity,
    @ZodBody(voiceAnalysisSchema) input: z.output<typeof voiceAnalysisSchema>,
  ): Promise<VoiceAnalysis> {
    return this.analyzeVoice.execute({ userId: user.id, input });
  }
}
