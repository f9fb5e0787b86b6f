package org.chesseus.api.kit;

import java.util.Optional;
import org.chesseus.api.SearchBoard;

/**
 * A platform's test of insufficient material, read from the board alone (Lichess's and
 * Chess.com's lists): why the game is drawn, when it is. For {@link RuleKit#insufficientMaterial};
 * the class implementing it is what {@code rules} shows as the rule's implementation.
 */
@FunctionalInterface
public interface MaterialTest {

    /**
     * The sentence explaining the draw when the material on {@code board} is insufficient; empty
     * (without allocating) when the game plays on. Called on every position: read it with
     * {@link Material}.
     */
    Optional<String> drawn(SearchBoard board);
}
