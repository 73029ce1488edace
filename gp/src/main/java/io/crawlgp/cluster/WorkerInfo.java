package io.crawlgp.cluster;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the master knows of one worker (by the name it gave): where it connected from, how many connections and
 * results it delivered, how many of those the master re-evaluated, and why it was dropped, if it was. Recorded in the
 * results' provenance; the token is never part of it.
 */
public final class WorkerInfo {
    private final String name;
    private volatile String address;
    final AtomicLong connections = new AtomicLong();
    final AtomicLong results = new AtomicLong();
    final AtomicLong verified = new AtomicLong();
    private volatile String dropped;

    WorkerInfo(String name, String address) {
        this.name = name;
        this.address = address;
    }

    public String name() {
        return name;
    }

    void address(String a) {
        address = a;
    }

    /** One more result attributed to this worker. */
    public void countResult() {
        results.incrementAndGet();
    }

    /** One of its results re-evaluated on the master and found equal. */
    public void countVerified() {
        verified.incrementAndGet();
    }

    public String droppedFor() {
        return dropped;
    }

    void drop(String why) {
        dropped = why;
    }

    Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("address", address);
        m.put("connections", connections.get());
        m.put("results", results.get());
        m.put("verified_on_master", verified.get());
        if (dropped != null) m.put("dropped", dropped);
        return m;
    }

    @Override
    public String toString() {
        return name + " (" + address + ")";
    }
}
