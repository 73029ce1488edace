package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatasetRecipesTest {
    @Test
    void aMissingFolderWithARecipeSaysHowToBuildItInOneLine(@TempDir Path tmp) throws Exception {
        Files.writeString(
                tmp.resolve("recipes.properties"), "# comment\nbig = ./crawlgp datasets import git --out big\n");
        DatasetException e = assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(tmp.resolve("big")));
        assertEquals(
                tmp.resolve("big") + ": not on this machine (too large to bundle); build it with: "
                        + "./crawlgp datasets import git --out big",
                e.getMessage());
        DatasetException other =
                assertThrows(DatasetException.class, () -> ChangeHistoryCsv.read(tmp.resolve("other")));
        assertEquals(tmp.resolve("other") + ": no such file or folder", other.getMessage());
    }

    @Test
    void everyRecipeOfTheRepositoryBuildsTheFolderItIsFiledUnder() throws Exception {
        Path datasets = Path.of("..", "datasets");
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(datasets.resolve(DatasetRecipes.FILE_NAME))) {
            p.load(r);
        }
        for (String name : p.stringPropertyNames()) {
            String recipe = p.getProperty(name);
            assertEquals(true, recipe.endsWith("--out datasets/" + name), recipe);
        }
    }
}
