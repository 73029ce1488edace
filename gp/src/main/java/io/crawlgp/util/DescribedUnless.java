package io.crawlgp.util;

import java.util.Map;

/**
 * A settings record with settings added after runs were committed under its description: {@link RecordOverrides#describe}
 * leaves out each one whose value is the one given here (its default), so the description of those runs, and the hash
 * that ties them to it, stays what it was.
 */
public interface DescribedUnless {
    /** Setting name (as described) to the value at which it is left out. */
    Map<String, String> describedUnless();
}
