package io.crawlgp.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Issue 57, classes 1 and 2: an output path is judged where the kernel would write it. For every walk through a small
 * tree of folders and symbolic links (a link into a dataset, a link to a link, {@code ..} after a link), {@link
 * OutputPaths#resolved} is the real path of the folder the walk reaches, and a file named below it resolves beside
 * it, so a refusal over an input can never be fooled by where a link points.
 */
class OutputPathsPropertiesTest {
    private static final List<String> STEPS = List.of("a", "b", "la", "lb", "lroot", "..", ".");

    private static Path tree;

    /** root/{a/{b}, la -> a/b, lb -> la, lroot -> .}, and the same names inside a and a/b (links relative); made once. */
    private static synchronized Path tree() throws Exception {
        if (tree != null) return tree;
        Path root = Files.createTempDirectory("paths").toRealPath();
        root.toFile().deleteOnExit();
        Path b = Files.createDirectories(root.resolve("a").resolve("b"));
        for (Path d : List.of(root, root.resolve("a"), b)) {
            if (!Files.exists(d.resolve("a")))
                Files.createDirectories(d.resolve("a").resolve("b"));
            Files.createSymbolicLink(d.resolve("la"), Path.of("a", "b"));
            Files.createSymbolicLink(d.resolve("lb"), Path.of("la"));
            Files.createSymbolicLink(d.resolve("lroot"), Path.of("."));
        }
        tree = root;
        return root;
    }

    @Property(tries = 200, seed = "57001")
    void anOutputPathIsWhereTheKernelWouldWriteIt(
            @ForAll @Size(min = 1, max = 6) List<@IntRange(min = 0, max = 6) Integer> walk) throws Exception {
        Path root = tree();
        Path p = root;
        for (int step : walk) p = p.resolve(STEPS.get(step));
        if (!Files.isDirectory(p)) return; // a walk that leaves the tree (a missing name below a leaf)
        assertEquals(p.toRealPath(), OutputPaths.resolved(p), p.toString());
        assertEquals(p.toRealPath().resolve("out.csv"), OutputPaths.resolved(p.resolve("out.csv")), p.toString());
        assertEquals(
                p.toRealPath().resolve("new").resolve("x"),
                OutputPaths.resolved(p.resolve("new").resolve("x")),
                "a path below a missing folder keeps its tail: " + p);
    }
}
