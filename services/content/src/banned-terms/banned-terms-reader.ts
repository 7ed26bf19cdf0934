/** The banned terms in force, as this service knows them; what the publishing rules ask. */
export abstract class BannedTermsReader {
  abstract current(): Promise<readonly string[]>;
}
