package io.crawlgp.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** Compact page ids read back as written, in any script, through subsets, growth and equality. */
class PageIdsTest {
    @Test
    void idsReadBackThroughSubsetsAndGrowth() {
        String[] ids = {"a", "", "ü/ß.html", "页面/索引", "https://example.org/x?y=1", "a"};
        PageIds.Builder b = new PageIds.Builder(1); // grows from one
        for (String id : ids) b.add(id);
        PageIds p = b.build();
        assertEquals(ids.length, p.size());
        for (int i = 0; i < ids.length; i++) assertEquals(ids[i], p.get(i));
        PageIds s = p.subset(new int[] {3, 0, 2});
        assertEquals("页面/索引", s.get(0));
        assertEquals("a", s.get(1));
        assertEquals("ü/ß.html", s.get(2));
        assertEquals(PageIds.of(new String[] {"页面/索引", "a", "ü/ß.html"}), s);
        // the same bytes split differently are other ids
        assertNotEquals(PageIds.of(new String[] {"ab", "c"}), PageIds.of(new String[] {"a", "bc"}));
        ChangeHistory h = ChangeHistory.of(
                ids, new String[] {"s", "s", "t", "t", "u", "u"}, new String[] {"01", "10", "11", "00", "01", "10"});
        assertEquals("ü/ß.html", h.subset(new int[] {2}).pageId(0));
        assertEquals(h, h.subset(new int[] {0, 1, 2, 3, 4, 5}));
    }
}
