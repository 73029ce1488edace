package io.crawlgp.evolution;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** The N_b best distinct individuals seen across all generations of one run (Listing 1.1, line 11). */
public final class Archive {
    private final int capacity;
    private final TreeSet<ArchiveEntry> entries = new TreeSet<>(ArchiveEntry::compare);
    private final Map<String, ArchiveEntry> bySimplified = new HashMap<>();

    public Archive(int capacity) {
        this.capacity = capacity;
    }

    /** Offers an individual; keeps it if it is among the best distinct ones (a smaller tree replaces its twin). */
    public void offer(ArchiveEntry e) {
        ArchiveEntry twin = bySimplified.get(e.simplified());
        if (twin != null) {
            if (ArchiveEntry.compare(e, twin) >= 0) return;
            entries.remove(twin);
            bySimplified.remove(twin.simplified());
        }
        if (entries.size() >= capacity && ArchiveEntry.compare(e, entries.last()) >= 0) return;
        entries.add(e);
        bySimplified.put(e.simplified(), e);
        if (entries.size() > capacity) {
            ArchiveEntry worst = entries.pollLast();
            bySimplified.remove(worst.simplified());
        }
    }

    /** How many entries it keeps at most. */
    public int capacity() {
        return capacity;
    }

    /** The kept entry of a simplified formula, or null. */
    public ArchiveEntry get(String simplified) {
        return bySimplified.get(simplified);
    }

    public List<ArchiveEntry> entries() {
        return new ArrayList<>(entries);
    }
}
