package org.chesseus.tools.adjudicate.stream;

import static java.util.Objects.requireNonNull;

import com.github.luben.zstd.ZstdInputStream;
import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.zip.GZIPInputStream;

/**
 * A PGN archive opened for reading: plain text, gzip ({@code .pgn.gz}, magic bytes {@code 1f 8b})
 * or zstd ({@code .pgn.zst}, as Lichess publishes its games; magic bytes {@code 28 b5 2f fd}),
 * told apart by its first bytes — a name ending in {@code .gz} or {@code .zst} whose bytes are not
 * that format is refused. It counts the bytes read of the file itself (compressed, when it is),
 * so that progress can be told against the file's size.
 */
public final class ArchiveInput implements AutoCloseable {
    /** How the archive's bytes are packed. */
    public enum Packing {
        /** Plain PGN text. */
        PLAIN,
        /** gzip (RFC 1952), one member or several. */
        GZIP,
        /** zstd (RFC 8878), one frame or several. */
        ZSTD
    }

    private final Counted raw;
    private final InputStream games;
    private final Packing packing;
    private final OptionalLong size;

    private ArchiveInput(Counted raw, InputStream games, Packing packing, OptionalLong size) {
        this.raw = raw;
        this.games = games;
        this.packing = packing;
        this.size = size;
    }

    /**
     * Opens the file at {@code path}.
     *
     * @throws IOException when it cannot be read, or its bytes are not the packing its name says
     */
    public static ArchiveInput open(Path path) throws IOException {
        long size = Files.size(path);
        String name = path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(Locale.ROOT);
        Packing named = name.endsWith(".zst") ? Packing.ZSTD : name.endsWith(".gz") ? Packing.GZIP : null;
        InputStream file = Files.newInputStream(path);
        try {
            return of(file, OptionalLong.of(size), named);
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
    }

    /**
     * Reads {@code in} (standard input, say), its packing told by its first bytes.
     *
     * @throws IOException when its first bytes cannot be read
     */
    public static ArchiveInput of(InputStream in) throws IOException {
        return of(in, OptionalLong.empty(), null);
    }

    private static ArchiveInput of(InputStream in, OptionalLong size, Packing named) throws IOException {
        Counted raw = new Counted(requireNonNull(in, "in"));
        BufferedInputStream peek = new BufferedInputStream(raw, 1 << 16);
        Packing packing = packing(peek);
        if (named != null && packing != named) {
            throw new IOException("its name says " + named.name().toLowerCase(Locale.ROOT) + " but its bytes are "
                    + (packing == Packing.PLAIN ? "not " + named.name().toLowerCase(Locale.ROOT) + " data"
                    : packing.name().toLowerCase(Locale.ROOT) + " data"));
        }
        InputStream games = switch (packing) {
            case GZIP -> new BufferedInputStream(new GZIPInputStream(peek, 1 << 16), 1 << 16);
            case ZSTD -> new BufferedInputStream(new ZstdInputStream(peek), 1 << 16);
            case PLAIN -> peek;
        };
        return new ArchiveInput(raw, games, packing, size);
    }

    private static Packing packing(BufferedInputStream in) throws IOException {
        in.mark(4);
        byte[] magic = in.readNBytes(4);
        in.reset();
        if (magic.length >= 2 && magic[0] == (byte) 0x1f && magic[1] == (byte) 0x8b) {
            return Packing.GZIP;
        }
        if (magic.length == 4 && magic[0] == (byte) 0x28 && magic[1] == (byte) 0xb5 && magic[2] == (byte) 0x2f
                && magic[3] == (byte) 0xfd) {
            return Packing.ZSTD;
        }
        return Packing.PLAIN;
    }

    /** The PGN bytes, unpacked. */
    public InputStream games() {
        return games;
    }

    /** How the file is packed. */
    public Packing packing() {
        return packing;
    }

    /** The file's size in bytes; empty for a stream. */
    public OptionalLong size() {
        return size;
    }

    /** The bytes read of the file so far (packed, as the file holds them). */
    public long bytesRead() {
        return raw.count;
    }

    @Override
    public void close() throws IOException {
        games.close();
    }

    /** Counts the bytes read through it. */
    private static final class Counted extends FilterInputStream {
        private volatile long count;

        Counted(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                count++;
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = super.skip(n);
            count += skipped;
            return skipped;
        }
    }
}
