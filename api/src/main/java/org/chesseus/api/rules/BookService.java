package org.chesseus.api.rules;

/**
 * Makes a service a layer offers to the rest of a book (such as the mate question of {@code l2}),
 * once the book's rules and legality are final.
 *
 * @param <T> the service's interface
 */
@FunctionalInterface
public interface BookService<T> {

    /** The service for this book (its rules and legality are final; its services are being made). */
    T create(RuleBook book);
}
