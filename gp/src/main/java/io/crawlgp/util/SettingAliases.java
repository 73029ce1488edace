package io.crawlgp.util;

import java.util.Map;

/**
 * A settings record made of parts whose settings also answer to older flat names ({@code budget} for {@code
 * simulation.budget}). {@link RecordOverrides} reads either spelling and describes the record under the aliases, in
 * the aliases' order, then the settings without one under their dotted names: the description of settings that
 * predate the parts is unchanged, so are the hashes that tie committed runs to them.
 */
public interface SettingAliases {
    /** Flat name to dotted name, in the order of the flat description. */
    Map<String, String> aliases();
}
