package io.crawlgp.newpages;

import io.crawlgp.util.UserError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * New pages in order of discovery, all observed for the same number of hours, with the names of their extra numeric
 * features. Immutable.
 */
public final class NewPageSet {
    private final List<NewPage> pages;
    private final List<String> extraNames;
    private final int hours;

    public NewPageSet(List<NewPage> pages, List<String> extraNames) {
        if (pages.isEmpty()) throw new UserError("a new-page set needs at least one page");
        List<NewPage> sorted = new ArrayList<>(pages);
        sorted.sort(Comparator.comparingDouble(NewPage::discoverySeconds)); // stable: ties keep input order
        this.pages = List.copyOf(sorted);
        this.extraNames = List.copyOf(extraNames);
        this.hours = sorted.get(0).visits().length;
        for (NewPage p : sorted) {
            if (p.visits().length != hours)
                throw new UserError(
                        "page " + p.url() + " has " + p.visits().length + " hourly counts, the first page " + hours);
            if (p.extra().length != extraNames.size())
                throw new UserError("page " + p.url() + " has " + p.extra().length + " extra features, expected "
                        + extraNames.size());
        }
    }

    public List<NewPage> pages() {
        return pages;
    }

    public int size() {
        return pages.size();
    }

    public NewPage get(int i) {
        return pages.get(i);
    }

    public List<String> extraNames() {
        return extraNames;
    }

    /** Hours of visits observed per page. */
    public int hours() {
        return hours;
    }

    public double firstDiscovery() {
        return pages.get(0).discoverySeconds();
    }

    public double lastDiscovery() {
        return pages.get(pages.size() - 1).discoverySeconds();
    }

    /** The pages discovered in [from, to) seconds (null when there are none). */
    public NewPageSet between(double from, double to) {
        List<NewPage> out = new ArrayList<>();
        for (NewPage p : pages) if (p.discoverySeconds() >= from && p.discoverySeconds() < to) out.add(p);
        return out.isEmpty() ? null : new NewPageSet(out, extraNames);
    }
}
