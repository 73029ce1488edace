package io.crawlgp.feature;

import io.crawlgp.simulation.CrawlState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the features of one simulated crawl share: the crawl state and, created once on first use, observation
 * stores several features read (e.g. the content of the versions the crawler fetched). Every store and tracker is
 * told of every visit; none sees the history beyond it.
 */
public final class Observations {
    private final CrawlState state;
    private final Map<Object, Feature.Tracker> shared = new HashMap<>();
    private final List<Feature.Tracker> listeners = new ArrayList<>();

    public Observations(CrawlState state) {
        this.state = state;
    }

    public CrawlState state() {
        return state;
    }

    /** The store under {@code key}, made (and registered for visits) on first use. */
    @SuppressWarnings("unchecked")
    public <T extends Feature.Tracker> T shared(Object key, Supplier<T> make) {
        Feature.Tracker t = shared.get(key);
        if (t == null) {
            t = make.get();
            shared.put(key, t);
            listeners.add(t);
        }
        return (T) t;
    }

    /** Starts the features on this crawl, in order; their trackers are told of visits after the shared stores. */
    public Feature.Tracker[] start(List<Feature> features) {
        Feature.Tracker[] out = new Feature.Tracker[features.size()];
        for (int i = 0; i < out.length; i++) out[i] = features.get(i).start(this);
        List<Feature.Tracker> own = new ArrayList<>(List.of(out));
        listeners.addAll(own);
        return out;
    }

    /**
     * True when every store and tracker can take the warm-up at once: it says so, or it ignores visits (does not
     * override {@link Feature.Tracker#visited}: it keeps nothing from them, and its values read the crawl state, which
     * the simulator brings to the warm-up's end). A tracker added later that keeps visits without saying so takes the
     * plain path, never a wrong one.
     */
    public boolean warmsUpAtOnce() {
        for (Feature.Tracker t : listeners) if (!IGNORES_VISITS.get(t.getClass()) && !t.warmsUpAtOnce()) return false;
        return true;
    }

    /** Each store and tracker that keeps visits takes the warm-up of cycles 1..w at once, in order. */
    public void warmedUp(int w) {
        for (Feature.Tracker t : listeners) if (!IGNORES_VISITS.get(t.getClass())) t.warmedUp(w);
    }

    private static final ClassValue<Boolean> IGNORES_VISITS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            try {
                return type.getMethod("visited", int.class, int.class, boolean.class)
                                .getDeclaringClass()
                        == Feature.Tracker.class;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
    };

    /** Page {@code to} takes page {@code from}'s state in every store and tracker that keeps visits. */
    public void copy(int from, int to) {
        for (Feature.Tracker t : listeners) if (!IGNORES_VISITS.get(t.getClass())) t.copy(from, to);
    }

    /** Forwards a visit to every shared store, then every feature tracker. */
    public void visited(int page, int cycle, boolean changed) {
        for (Feature.Tracker t : listeners) t.visited(page, cycle, changed);
    }
}
