package org.chesseus.tools.arbiter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import org.chesseus.api.Legality;
import org.chesseus.api.Move;
import org.chesseus.api.Position;
import org.chesseus.api.rules.RuleBook;
import org.chesseus.api.rules.RuleBookComposer;
import org.chesseus.api.rules.RuleLayer;
import org.chesseus.tools.perft.Progress;
import org.junit.jupiter.api.Test;

/**
 * The random corpus of {@code bench arbiter}: fixed by its seed, legal move by move (checked by the
 * legality's own refusal of illegal moves), written as UCI that reads back to the same moves, and
 * replayed to the same endings.
 */
class RandomGamesTest {
    private static final RuleBookComposer COMPOSER = new RuleBookComposer(
            ServiceLoader.load(RuleLayer.class).stream().map(ServiceLoader.Provider::get).toList());

    @Test
    void theSameSeedGivesTheSameGamesAndAnotherSeedOthers() {
        RuleBook book = COMPOSER.compose("l1");
        GameCorpus one = RandomGames.generate(book, 3, 7, 40, Progress.NONE);
        GameCorpus again = RandomGames.generate(book, 3, 7, 40, Progress.NONE);
        GameCorpus other = RandomGames.generate(book, 3, 8, 40, Progress.NONE);
        for (int i = 0; i < 3; i++) {
            assertArrayEquals(one.game(i), again.game(i));
        }
        assertFalse(java.util.Arrays.equals(one.game(0), other.game(0)));
    }

    @Test
    void everyMoveIsLegalAndTheUciLinesReadBackToTheSameMoves() {
        RuleBook book = COMPOSER.compose("l1");
        GameCorpus corpus = RandomGames.generate(book, 4, 11, 120, Progress.NONE);
        List<String> lines = corpus.uciLines(book);
        Legality legality = book.legality();
        for (int i = 0; i < corpus.size(); i++) {
            Position position = Position.start();
            assertTrue(lines.get(i).startsWith("startpos moves "), lines.get(i));
            String[] words = lines.get(i).substring("startpos moves ".length()).split(" ");
            int[] moves = corpus.game(i);
            assertEquals(moves.length, words.length);
            for (int ply = 0; ply < moves.length; ply++) {
                Move read = legality.notation(false).parseUci(position, words[ply]);
                assertEquals(Move.ofPacked(moves[ply]), read);
                position = legality.play(position, read);
            }
        }
    }

    @Test
    void underL2EveryGameEndsOnItsOwnAndEveryReplayEndsItAtTheSamePly() {
        RuleBook book = COMPOSER.compose("l2");
        GameCorpus corpus = RandomGames.generate(book, 3, RandomGames.DEFAULT_SEED, RandomGames.DEFAULT_PLY_CAP,
                Progress.NONE);
        assertEquals(3, corpus.endedCount());
        ArbiterReplay.Pass pass = new ArbiterReplay(book, corpus, System::nanoTime).run(Progress.NONE);
        assertEquals(corpus.moves(), pass.moves());
        assertEquals(0, pass.mismatches());
        assertTrue(pass.nanos() > 0);
    }
}
