package io.crawlgp.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.crawlgp.util.UserError;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The importer selects the bundled web histories' pages and sites: Python's fnmatch, and a site by path component. */
class FnmatchAndSitesTest {
    @Test
    void fnmatchStarsCrossFoldersAsPythonsDo() {
        // fnmatch.fnmatchcase('reference/5.1/CimCmdlets/X.md', 'reference/*.md') is True in Python
        Predicate<String> ref = GitArchive.matcher("reference/*.md", true);
        assertTrue(ref.test("reference/5.1/CimCmdlets/X.md"));
        assertFalse(ref.test("docs/reference/X.md"));
        assertFalse(GitArchive.matcher("reference/*.md", false).test("reference/5.1/X.md"), "Java's glob: one folder");
        Predicate<String> under = GitArchive.matcher("_*.md", true);
        assertTrue(under.test("_about/index.md"));
        assertFalse(under.test("about/_index.md"));
        Predicate<String> cls = GitArchive.matcher("[a-z]*/*.json", true);
        assertTrue(cls.test("api/AbortController.json"));
        assertFalse(cls.test("Api/x.json"), "case-sensitive, as fnmatchcase");
        assertTrue(GitArchive.matcher("[!a]?.txt", true).test("bc.txt"));
        assertFalse(GitArchive.matcher("[!a]?.txt", true).test("ab.txt"));
        assertTrue(GitArchive.matcher("a[.txt", true).test("a[.txt"), "an unclosed [ is literal");
        assertTrue(GitArchive.matcher("v1.?", true).test("v1.2"));
        assertFalse(GitArchive.matcher("v1.?", true).test("v1x2"), "a dot is literal");
    }

    private static GitImportSettings sites(int component, String name) {
        return new GitImportSettings(
                Path.of("repo"),
                LocalDate.of(2025, 1, 1),
                LocalDate.of(2025, 2, 1),
                1,
                "*",
                GitImportSettings.DateKind.COMMITTER,
                "HEAD",
                false,
                false,
                true,
                component,
                name);
    }

    @Test
    void aSiteIsAFolderOfThePathOrOneNameForAll() {
        assertEquals("bucket", sites(0, "").siteOf("bucket/7zip.json"));
        assertEquals(".", sites(0, "").siteOf("README.md"), "a file at the top, as before");
        assertEquals("ar", sites(3, "").siteOf("src/content/docs/ar/basics/astro-pages.mdx"));
        assertEquals("5.1", sites(1, "").siteOf("reference/5.1/CimCmdlets/CimCmdlets.md"));
        assertEquals("site", sites(0, "site").siteOf("ports/3fd/vcpkg.json"));
        UserError e = assertThrows(UserError.class, () -> sites(2, "").siteOf("bucket/7zip.json"));
        assertTrue(e.getMessage().startsWith("--site-component 2: page 'bucket/7zip.json' has no folder 2"));
        assertThrows(UserError.class, () -> sites(1, "site"));
        assertThrows(UserError.class, () -> sites(-1, ""));
        assertThrows(UserError.class, () -> sites(0, "a,b"));
    }
}
