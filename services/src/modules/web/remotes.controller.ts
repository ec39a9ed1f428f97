import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../../common/auth/decorators/public.decorator';
import { RemotesService } from './remotes.service';

/** Served at `/remotes.json` (outside the /api prefix). */
@Public()
@Controller()
export class RemotesController {
  constructor(private readonly remotes: RemotesService) {}

  @Get('remotes.json')
  @Header('Cache-Control', 'no-store')
  manifest(): Promise<Record<string, string>> {
    return this.remotes.manifest();
  }
}
