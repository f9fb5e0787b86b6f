package org.chesseus.tools.cases;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.chesseus.api.RejectedInputException;

/**
 * The casebook: the cases, and the books every case rules on ({@link #books()}) and the profiles it
 * leaves out on purpose ({@link #notBooks()}). The one Chesseus ships, {@link #shipped()}, is an
 * oracle written by hand from the rule texts: a test judges every case under every book and
 * requires the casebook's ruling, so a book that changes must change the casebook consciously.
 */
public final class Casebook {
    private static final String RESOURCE = "casebook.txt";
    private static volatile Casebook shipped;

    private final List<String> books;
    private final List<String> notBooks;
    private final List<Case> cases;

    Casebook(List<String> books, List<String> notBooks, List<Case> cases) {
        this.books = List.copyOf(books);
        this.notBooks = List.copyOf(notBooks);
        this.cases = List.copyOf(cases);
    }

    /** The casebook shipped with Chesseus (read once). */
    public static Casebook shipped() {
        Casebook book = shipped;
        if (book == null) {
            try (InputStream in = Casebook.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing from the tools module");
                }
                book = read("the casebook", new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException unreadable) {
                throw new UncheckedIOException(unreadable);
            }
            shipped = book;
        }
        return book;
    }

    /**
     * The casebook a text holds (the shipped one's format; {@code source} names it in errors).
     *
     * @throws RejectedInputException naming the line of the first error
     */
    public static Casebook read(String source, String text) {
        return CasebookReader.read(source, text);
    }

    /** The books every case rules on, in the casebook's order. */
    public List<String> books() {
        return books;
    }

    /** The profiles left out on purpose (an alias of a book, the teaching rungs). */
    public List<String> notBooks() {
        return notBooks;
    }

    /** Every case, in the casebook's order. */
    public List<Case> cases() {
        return cases;
    }

    /** The topics, in order of first appearance. */
    public List<String> topics() {
        List<String> topics = new ArrayList<>();
        cases.forEach(one -> {
            if (!topics.contains(one.topic())) {
                topics.add(one.topic());
            }
        });
        return topics;
    }

    /** The case named {@code id}. */
    public Optional<Case> find(String id) {
        return cases.stream().filter(one -> one.id().equals(id)).findFirst();
    }

    /**
     * The case named {@code id}, for a command line.
     *
     * @throws RejectedInputException naming the option and the closest ids when there is none
     */
    public Case require(String option, String id) {
        return find(id).orElseThrow(() -> {
            List<String> near = cases.stream().map(Case::id).filter(known -> known.contains(id.toLowerCase(Locale.ROOT))
                    || id.toLowerCase(Locale.ROOT).contains(known)).limit(5).toList();
            return new RejectedInputException(option + ": there is no case '" + id + "'"
                    + (near.isEmpty() ? "; './chesseus cases' lists them" : "; did you mean " + String.join(", ", near) + "?"));
        });
    }

    /**
     * The cases about {@code topic} (a word of the topic is enough, any case) that rule on {@code book}
     * (a book name; empty for all).
     *
     * @throws RejectedInputException when the book is not among the casebook's, or no topic matches
     */
    public List<Case> select(Optional<String> book, Optional<String> topic) {
        book.ifPresent(name -> {
            if (!books.contains(name)) {
                throw new RejectedInputException("--book: '" + name + "' is not a book of the casebook; choose one of "
                        + String.join(", ", books));
            }
        });
        List<Case> chosen = topic.map(wanted -> cases.stream().filter(one -> one.topic().toLowerCase(Locale.ROOT)
                .contains(wanted.strip().toLowerCase(Locale.ROOT))).toList()).orElse(cases);
        if (chosen.isEmpty()) {
            throw new RejectedInputException("--topic: no topic matches '" + topic.get() + "'; the topics are "
                    + String.join(", ", topics()));
        }
        return chosen;
    }
}
