import { DefaultConfigurationProvider } from 'langium';

/** The extension's settings section (package.json `contributes.configuration`): `mtgScenario.rulesFile`. */
export const CONFIGURATION_SECTION = 'mtgScenario';

/**
 * Langium registers for, fetches and stores configuration under each language's id (`mtg-scenario`); the extension's
 * settings are named `mtgScenario.*`, so that is the section asked for.
 */
export class MtgConfigurationProvider extends DefaultConfigurationProvider {
  protected override toSectionName(): string {
    return CONFIGURATION_SECTION;
  }
}
