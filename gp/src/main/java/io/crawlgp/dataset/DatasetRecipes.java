package io.crawlgp.dataset;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * How to build a dataset too large to bundle: a folder's {@code recipes.properties} (e.g. {@code datasets/}) maps a
 * dataset folder's name to the command that builds it from its public archive, so that a spec naming a folder not on
 * this machine fails with that command instead of a bare "no such folder".
 */
public final class DatasetRecipes {
    public static final String FILE_NAME = "recipes.properties";

    private DatasetRecipes() {}

    /** The recipe for the missing folder {@code dataset} from its parent's recipes file, or null when none is written. */
    public static String recipe(Path dataset) {
        Path name = dataset.getFileName();
        Path parent = dataset.toAbsolutePath().normalize().getParent();
        if (name == null || parent == null) return null;
        Path file = parent.resolve(FILE_NAME);
        if (!Files.isRegularFile(file)) return null;
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException | IllegalArgumentException e) {
            return null; // a damaged recipes file must not hide the real error (the folder is missing)
        }
        String recipe = p.getProperty(name.toString());
        return recipe == null || recipe.isBlank() ? null : recipe.strip();
    }

    /** The error for a dataset path that does not exist: with its recipe when one is written. */
    public static DatasetException missing(Path dataset) {
        String recipe = recipe(dataset);
        if (recipe == null) return new DatasetException(dataset, "no such file or folder");
        return new DatasetException(dataset, "not on this machine (too large to bundle); build it with: " + recipe);
    }
}
