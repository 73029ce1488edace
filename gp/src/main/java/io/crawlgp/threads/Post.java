package io.crawlgp.threads;

import io.crawlgp.util.UserError;
import java.util.Objects;

/** One post of a discussion thread: when it was made (minutes since the epoch, UTC) and its text (HTML or plain). */
public record Post(String id, String kind, double minutes, String text) {
    public Post {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        if (!Double.isFinite(minutes)) throw new UserError("post time must be finite, got " + minutes);
    }
}
