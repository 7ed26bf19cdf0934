import { Controller, Get, Header } from '@nestjs/common';
import { OutsideApi } from '@tessera/platform';
import { SigningKeysService } from './signing-keys.service';

/**
 * The public keys that verify access tokens, for the gateway and every service. Served outside
 * `/api`, so the gateway does not route it to the public; it is public data all the same.
 */
@OutsideApi()
@Controller('.well-known/jwks.json')
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  jwks() {
    return this.keys.jwks();
  }
}
