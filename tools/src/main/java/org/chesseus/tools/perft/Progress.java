package org.chesseus.tools.perft;

/**
 * Where a long count reports how far it got: root moves of a deep perft, lines of a batch,
 * positions of a bench. Implementations decide whether and how often to show it.
 */
public interface Progress {
    /** Progress that shows nothing. */
    Progress NONE = new Progress() {
        @Override
        public void start(long total) {
        }

        @Override
        public void advance(long done, long nodes) {
        }

        @Override
        public void clear() {
        }

        @Override
        public void finish() {
        }
    };

    /** The work begins: {@code total} steps to come. */
    void start(long total);

    /** {@code done} steps of the total are finished, with {@code nodes} counted so far. */
    void advance(long done, long nodes);

    /** Takes the progress off the screen so a result can be printed; the next advance shows it again. */
    void clear();

    /** The work is over (done or failed): leave the screen as it was. */
    void finish();
}
