package org.chesseus.api.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * The rules a game finds in its book by kind — the action rules, at most one of each kind: draw
 * offers and agreement (FIDE 9.1, 5.2.3), resignation (5.1.2), clock and flag fall (6), illegal
 * moves (7.5), claim penalties (9.5.3), forfeits — and the refusal of an action whose rule the book
 * leaves out, naming the rule.
 */
final class BookRules {
    /** The action rules a book holds at most one of, checked in this order. */
    private static final List<Class<? extends Rule>> SINGLE = List.of(DrawOfferRule.class, AgreementRule.class,
            ResignationRule.class, FlagRule.class, IllegalMoveRule.class, ClaimPenaltyRule.class, ForfeitRule.class,
            AbortRule.class);

    /**
     * The last book each thread looked up, with what was found in it: a book is immutable, and a
     * replay of an archive starts a game under the same book for every record.
     */
    private static final ThreadLocal<BookRules> LAST = new ThreadLocal<>();
    /** Nothing of that kind in the book. */
    private static final Object NONE = new Object();

    private final RuleBook book;
    private final Map<Class<?>, Object> singles = new HashMap<>();
    private final Map<Class<?>, Object> firsts = new HashMap<>();
    private ClaimRule[] claims;

    /**
     * The action rules of {@code book}.
     *
     * @throws RejectedInputException when the book holds two action rules of one kind
     */
    BookRules(RuleBook book) {
        this.book = book;
        for (Class<? extends Rule> kind : SINGLE) {
            single(kind);
        }
    }

    /**
     * The action rules of {@code book}, found once a thread for the book it last asked about (the
     * lookups are kept: not thread-safe, each thread has its own).
     *
     * @throws RejectedInputException when the book holds two action rules of one kind
     */
    static BookRules of(RuleBook book) {
        BookRules last = LAST.get();
        if (last != null && last.book == book) {
            return last;
        }
        BookRules rules = new BookRules(book);
        LAST.set(rules);
        return rules;
    }

    /**
     * The ending {@code abort} (the book's abort rule, or null) gives in place of {@code event}'s
     * while the game can still be aborted; empty otherwise.
     */
    static Optional<Ending> abortInstead(AbortRule abort, GameState state, String event) {
        return abort == null ? Optional.empty() : abort.abortable(state).map(why -> abort.abort(state, event, why));
    }

    /** The first of {@code book}'s rules of {@code type}, or null. */
    static <T> T first(RuleBook book, Class<T> type) {
        return of(book).first(type);
    }

    private <T> T first(Class<T> type) {
        Object found = firsts.get(type);
        if (found == null) {
            found = book.rules().stream().map(entry -> entry.rule()).filter(type::isInstance).map(Object.class::cast)
                    .findFirst().orElse(NONE);
            firsts.put(type, found);
        }
        return found == NONE ? null : type.cast(found);
    }

    /** The claim rules (9.2, 9.3), in the book's order; empty under a book without claims. */
    ClaimRule[] claims() {
        if (claims == null) {
            claims = book.rules().stream().map(RuleEntry::rule)
                    .filter(ClaimRule.class::isInstance).map(ClaimRule.class::cast).toArray(ClaimRule[]::new);
        }
        return claims.clone();
    }

    /** The book's one rule of {@code type}, or null; two are refused, naming both. */
    <T extends Rule> T single(Class<T> type) {
        Object known = singles.get(type);
        if (known != null) {
            return known == NONE ? null : type.cast(known);
        }
        T found = find(type);
        singles.put(type, found == null ? NONE : found);
        return found;
    }

    private <T extends Rule> T find(Class<T> type) {
        T found = null;
        for (RuleEntry entry : book.rules()) {
            if (type.isInstance(entry.rule())) {
                if (found != null) {
                    throw new RejectedInputException("profile '" + book.profile() + "' holds two " + type.getSimpleName()
                            + "s, '" + found.id() + "' and '" + entry.id() + "'; an overlay replaces the rule it amends");
                }
                found = type.cast(entry.rule());
            }
        }
        return found;
    }

    /** {@code rule}, which {@code action} needs; refused, naming the rule, when the book has none. */
    <T> T required(T rule, String action, String id, String article) {
        if (rule == null) {
            throw missing(action, id, article);
        }
        return rule;
    }

    /**
     * The refusal of a draw claim under a book without claim rules (9.2, 9.3). Where the book holds
     * the draw itself as an automatic rule in the claim's place (online regulations, platforms), it
     * says that claims do not exist because the draw comes by itself; a claim rule simply taken out
     * is named as left out.
     */
    RejectedInputException noClaims() {
        List<String> automatic = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String id : List.of(ClaimRule.THREEFOLD, ClaimRule.FIFTY_MOVES)) {
            Optional<RuleEntry> entry = book.rule(id);
            String draw = id.equals(ClaimRule.THREEFOLD) ? "threefold repetition" : "fifty moves";
            if (entry.isPresent()) {
                automatic.add(draw + " (" + entry.get().article() + ")");
            } else {
                missing.add(id);
            }
        }
        if (automatic.isEmpty()) {
            return missing("a draw claim", ClaimRule.THREEFOLD + "' or '" + ClaimRule.FIFTY_MOVES, "FIDE 9.2, 9.3");
        }
        String left = missing.isEmpty() ? "" : "; rule '" + String.join("' and '", missing) + "' it leaves out";
        return new RejectedInputException("draw claims do not exist under profile '" + book.profile() + "': its "
                + (automatic.size() == 1 ? "draw by " : "draws by ") + String.join(" and by ", automatic)
                + (automatic.size() == 1 ? " is" : " are")
                + " automatic, the game ends by itself when one is due" + left);
    }

    /** The refusal of {@code action}, which needs rule {@code id} ({@code article}). */
    RejectedInputException missing(String action, String id, String article) {
        if (book.layers().contains("l3")) {
            return new RejectedInputException(action + " needs rule '" + id + "' (" + article + "), which profile '"
                    + book.profile() + "' leaves out");
        }
        return new RejectedInputException(action + " needs layer l3; profile '" + book.profile() + "' has no rule '"
                + id + "' (" + article + ")");
    }
}
