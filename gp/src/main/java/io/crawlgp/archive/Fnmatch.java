package io.crawlgp.archive;

import java.util.regex.Pattern;

/**
 * Python's {@code fnmatch.fnmatchcase} as a regular expression (Python's {@code fnmatch.translate}): {@code *} any
 * run of characters, {@code /} included; {@code ?} one character; {@code [seq]} one of seq, {@code [!seq]} none of it
 * (a {@code ]} first in the set is literal); a {@code [} without its closing {@code ]} is literal; everything else
 * literal. Case-sensitive, as fnmatch is on POSIX.
 */
final class Fnmatch {
    private Fnmatch() {}

    static Pattern compile(String glob) {
        StringBuilder re = new StringBuilder();
        int n = glob.length();
        for (int i = 0; i < n; ) {
            char c = glob.charAt(i++);
            if (c == '*') re.append(".*");
            else if (c == '?') re.append('.');
            else if (c == '[') {
                int j = i;
                if (j < n && glob.charAt(j) == '!') j++;
                if (j < n && glob.charAt(j) == ']') j++;
                while (j < n && glob.charAt(j) != ']') j++;
                if (j >= n) re.append("\\[");
                else {
                    String set = glob.substring(i, j);
                    i = j + 1;
                    StringBuilder cls = new StringBuilder("[");
                    int k = 0;
                    if (set.startsWith("!")) {
                        cls.append('^');
                        k = 1;
                    }
                    for (; k < set.length(); k++) {
                        char s = set.charAt(k);
                        // a range a-z stays a range; any other character of the class is literal
                        if (s == '-' && k > 0 && k < set.length() - 1 && !(k == 1 && set.startsWith("!")))
                            cls.append('-');
                        else if (Character.isLetterOrDigit(s)) cls.append(s);
                        else cls.append('\\').append(s);
                    }
                    re.append(cls.append(']'));
                }
            } else re.append(Pattern.quote(String.valueOf(c)));
        }
        return Pattern.compile(re.toString(), Pattern.DOTALL);
    }
}
