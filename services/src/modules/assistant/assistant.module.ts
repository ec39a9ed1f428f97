import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentsCoreModule } from '../assessments/assessments-core.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { MoodModule } from '../mood/mood.module';
import { SafetyModule } from '../safety/safety.module';
import { SettingsModule } from '../settings/settings.module';
import { AnalysisController } from './analysis/analysis.controller';
import { AnalyzeMoodUseCase } from './analysis/analyze-mood.use-case';
import { AnalyzeVoiceUseCase } from './analysis/analyze-voice.use-case';
import { AssistantController } from './assistant.controller';
import { IntentClassifier } from './engine/intent-classifier';
import { ChatCompletionsClient } from './model/chat-completions.client';
import { PersonalDataService } from './personal-data.service';
import { ReplyToMessageUseCase } from './reply-to-message.use-case';
import { AssessmentReviewOfferEntity } from './entities/assessment-review-offer.entity';
import { ReviewOfferController } from './review/review-offer.controller';
import { ReviewOffersService } from './review/review-offers.service';

/** The Anchor Assistant: crisis check first, then the offline engine or the configured model. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AssessmentReviewOfferEntity]),
    ConversationsModule,
    SafetyModule,
    AssessmentsCoreModule,
    MoodModule,
    SettingsModule,
  ],
  controllers: [AssistantController, AnalysisController, ReviewOfferController],
  providers: [
    ReplyToMessageUseCase,
    AnalyzeMoodUseCase,
    AnalyzeVoiceUseCase,
    ReviewOffersService,
    IntentClassifier,
    PersonalDataService,
    ChatCompletionsClient,
  ],
})
export class AssistantModule {}
