package io.crawlgp.cli;

import io.crawlgp.util.UserError;

/** Parses HOST:PORT, [HOST:]PORT and [v6-address]:PORT. */
final class HostPort {
    private HostPort() {}

    /** {host, port}; {@code defaultHost} when only a port is given (null: a host is required). */
    static String[] parse(String s, String defaultHost, String option) {
        String host;
        String port;
        int colon = s.lastIndexOf(':');
        if (colon < 0) {
            if (defaultHost == null) throw new UserError(option + " " + s + ": expected HOST:PORT");
            host = defaultHost;
            port = s;
        } else {
            host = s.substring(0, colon);
            port = s.substring(colon + 1);
            if (host.startsWith("[") && host.endsWith("]")) host = host.substring(1, host.length() - 1);
            if (host.isEmpty()) throw new UserError(option + " " + s + ": expected HOST:PORT");
        }
        int p;
        try {
            p = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new UserError(option + " " + s + ": '" + port + "' is not a port number");
        }
        if (p < 0 || p > 65535) throw new UserError(option + " " + s + ": port must be in 0..65535");
        return new String[] {host, Integer.toString(p)};
    }
}
