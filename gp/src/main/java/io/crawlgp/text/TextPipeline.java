package io.crawlgp.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.LengthFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.jsoup.Jsoup;

/**
 * Tan §3.2's preprocessing: the HTML is reduced to text by a real parser (jsoup), tokenised (Lucene's Unicode
 * StandardTokenizer), lower-cased, English stopwords removed (Lucene's list), tokens shorter than three characters
 * removed, and the rest Porter-stemmed. Thread-safe (Lucene analyzers keep per-thread state).
 */
public final class TextPipeline {
    private static final Analyzer ANALYZER = new Analyzer() {
        @Override
        protected TokenStreamComponents createComponents(String field) {
            Tokenizer source = new StandardTokenizer();
            TokenStream s = new LowerCaseFilter(source);
            s = new StopFilter(s, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
            s = new LengthFilter(s, 3, Integer.MAX_VALUE);
            s = new PorterStemFilter(s);
            return new TokenStreamComponents(source, s);
        }
    };

    private TextPipeline() {}

    /** The visible text of an HTML fragment (plain text passes through). */
    public static String plainText(String html) {
        return html.indexOf('<') < 0 && html.indexOf('&') < 0
                ? html
                : Jsoup.parse(html).text();
    }

    /** Stemmed tokens of a post body, in order. */
    public static List<String> tokens(String html) {
        List<String> out = new ArrayList<>();
        try (TokenStream ts = ANALYZER.tokenStream("text", plainText(html))) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) out.add(term.toString());
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
