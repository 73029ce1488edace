package io.crawlgp.archive;

/** One line of a capture index: the page's canonical key (SURT), when it was captured, the HTTP status and the content digest. */
record Capture(String urlkey, long epochSecond, String status, String mime, String digest) {
    /** A capture that shows content: status 200, or a WARC revisit record (status "-": the same content as before). */
    boolean showsContent() {
        return status.equals("200") || (status.equals("-") && mime.equals("warc/revisit"));
    }

    /** The site of a SURT key: the host part before ')' ("com,example)/path" -> "com,example"). */
    static String site(String urlkey) {
        int p = urlkey.indexOf(')');
        return p < 0 ? urlkey : urlkey.substring(0, p);
    }
}
