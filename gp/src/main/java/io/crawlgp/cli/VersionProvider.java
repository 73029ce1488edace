package io.crawlgp.cli;

import io.crawlgp.io.Provenance;
import java.util.Map;
import picocli.CommandLine;

/** Prints crawlgp's and its libraries' versions. */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        Map<String, String> v = Provenance.libraryVersions();
        return new String[] {
            "crawlgp " + v.getOrDefault("crawlgp", "?"), "libraries: " + v, "java " + System.getProperty("java.version")
        };
    }
}
