package io.crawlgp.threads;

import java.util.Objects;

/** One post of a discussion thread: when it was made (minutes since the epoch, UTC) and its text (HTML or plain). */
public record Post(String id, String kind, double minutes, String text) {
    public Post {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        if (!Double.isFinite(minutes)) throw new IllegalArgumentException("post time must be finite, got " + minutes);
    }
}
