package org.chesseus.spark;

import java.io.Serializable;

/**
 * What the first reading of a chunk of a plain-text file (a split of Hadoop's, the run of {@link
 * Piece}s one task reads) finds, so that the second reading can number its games and lines as the
 * whole file's reading would: the newlines and the games in it, and whether a boundary in it fell
 * where the whole file is not cut between games.
 *
 * @param file the file's index
 * @param chunk the chunk's place among the file's chunks, from 0
 * @param newlines its newlines
 * @param games its games, each an entry of the PGN reader (one a verdict)
 * @param misCut whether it must be read with the whole file instead
 */
record ChunkCount(int file, int chunk, long newlines, long games, boolean misCut) implements Serializable {
}
