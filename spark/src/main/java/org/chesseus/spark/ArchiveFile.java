package org.chesseus.spark;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;

/**
 * One file of the input, as the job reads it: its place in the input's order, its path (as the
 * file system names it), its size, and whether it is plain text — cut into pieces read by several
 * tasks — or packed (gzip, zstd), read from start to end by one task.
 *
 * @param index the file's place in the input, from 0
 * @param path the path
 * @param size the size in bytes
 * @param plain whether the bytes are plain PGN text
 */
public record ArchiveFile(int index, String path, long size, boolean plain) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Requires the path. */
    public ArchiveFile {
        requireNonNull(path, "path");
    }

    /** The same file, to be read whole by one task. */
    ArchiveFile whole() {
        return new ArchiveFile(index, path, size, false);
    }
}
