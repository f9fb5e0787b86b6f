package org.chesseus.api.game;

import java.util.Arrays;
import org.chesseus.api.RejectedInputException;
import org.chesseus.api.rules.Rule;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleEntry;

/**
 * The rules a game finds in its book by kind: the action rules, each kind found once — draw
 * offers, agreement and claims (FIDE 5.2.3, 9.1-9.5), resignation (5.1.2), clock and flag fall (6),
 * illegal moves (7.5), forfeits — and the refusal of an action whose rule the book leaves out,
 * naming the rule.
 */
final class BookRules {
    private final RuleBook book;
    private final ClaimRule[] claims;
    private final DrawOfferRule offers;
    private final AgreementRule agreement;
    private final ResignationRule resignation;
    private final FlagRule flag;
    private final IllegalMoveRule illegalMoves;
    private final ClaimPenaltyRule claimPenalty;
    private final ForfeitRule forfeit;

    BookRules(RuleBook book) {
        this.book = book;
        this.claims = book.rules().stream().map(RuleEntry::rule)
                .filter(ClaimRule.class::isInstance).map(ClaimRule.class::cast).toArray(ClaimRule[]::new);
        this.offers = single(DrawOfferRule.class);
        this.agreement = single(AgreementRule.class);
        this.resignation = single(ResignationRule.class);
        this.flag = single(FlagRule.class);
        this.illegalMoves = single(IllegalMoveRule.class);
        this.claimPenalty = single(ClaimPenaltyRule.class);
        this.forfeit = single(ForfeitRule.class);
    }

    /** The first of {@code book}'s rules of {@code type}, or null. */
    static <T> T first(RuleBook book, Class<T> type) {
        return book.rules().stream().map(entry -> entry.rule()).filter(type::isInstance).map(type::cast)
                .findFirst().orElse(null);
    }

    /** The claim rules, in the book's order; empty under a book without claims. */
    ClaimRule[] claims() {
        return Arrays.copyOf(claims, claims.length);
    }

    /** The draw offer rule, or null. */
    DrawOfferRule offers() {
        return offers;
    }

    /** The agreement rule, or null. */
    AgreementRule agreement() {
        return agreement;
    }

    /** The resignation rule, or null. */
    ResignationRule resignation() {
        return resignation;
    }

    /** The flag rule, or null. */
    FlagRule flag() {
        return flag;
    }

    /** The illegal move rule, or null. */
    IllegalMoveRule illegalMoves() {
        return illegalMoves;
    }

    /** The claim penalty rule, or null. */
    ClaimPenaltyRule claimPenalty() {
        return claimPenalty;
    }

    /** The forfeit rule, or null. */
    ForfeitRule forfeit() {
        return forfeit;
    }

    /** The book's one rule of {@code type}, or null; two are refused, naming both. */
    <T extends Rule> T single(Class<T> type) {
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
