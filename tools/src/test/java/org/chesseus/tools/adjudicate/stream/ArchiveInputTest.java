package org.chesseus.tools.adjudicate.stream;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An archive packed with gzip (RFC 1952) or zstd (RFC 8878) — packed here with the JDK's gzip and
 * zstd-jni, the packer Lichess's files are read with — reads as the plain text, told apart by its
 * first bytes, a file or a stream; a name that promises a packing the bytes do not have is refused.
 */
class ArchiveInputTest {
    private static final byte[] PLAIN = Archives.utf8(Archives.randomArchive(20));

    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream packed = new GZIPOutputStream(out)) {
            packed.write(bytes);
        }
        return out.toByteArray();
    }

    private static byte[] zstd(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (OutputStream packed = new ZstdOutputStream(out)) {
            packed.write(bytes, 0, bytes.length / 2);
            packed.flush();
            packed.write(bytes, bytes.length / 2, bytes.length - bytes.length / 2);
        }
        return out.toByteArray();
    }

    private static byte[] read(ArchiveInput input) throws IOException {
        try (input) {
            return input.games().readAllBytes();
        }
    }

    @Test
    void gzipAndZstdFilesReadAsThePlainTextAndCountTheirOwnBytes(@TempDir Path dir) throws IOException {
        Path gz = Files.write(dir.resolve("games.pgn.gz"), gzip(PLAIN));
        Path zst = Files.write(dir.resolve("games.pgn.zst"), zstd(PLAIN));
        Path plain = Files.write(dir.resolve("games.pgn"), PLAIN);
        ArchiveInput zstInput = ArchiveInput.open(zst);
        byte[] unpacked = zstInput.games().readAllBytes();
        assertAll(
                () -> assertArrayEquals(PLAIN, read(ArchiveInput.open(gz))),
                () -> assertArrayEquals(PLAIN, unpacked),
                () -> assertArrayEquals(PLAIN, read(ArchiveInput.open(plain))),
                () -> assertEquals(ArchiveInput.Packing.ZSTD, zstInput.packing()),
                () -> assertEquals(Files.size(zst), zstInput.bytesRead(), "the file's own bytes, packed"),
                () -> assertEquals(Files.size(zst), zstInput.size().getAsLong()));
        zstInput.close();
    }

    @Test
    void aStreamIsToldByItsFirstBytes() throws IOException {
        assertAll(
                () -> assertArrayEquals(PLAIN, read(ArchiveInput.of(new ByteArrayInputStream(gzip(PLAIN))))),
                () -> assertArrayEquals(PLAIN, read(ArchiveInput.of(new ByteArrayInputStream(zstd(PLAIN))))),
                () -> assertArrayEquals(PLAIN, read(ArchiveInput.of(new ByteArrayInputStream(PLAIN)))),
                () -> assertEquals(ArchiveInput.Packing.GZIP, ArchiveInput.of(new ByteArrayInputStream(gzip(PLAIN))).packing()));
    }

    @Test
    void packedArchivesGiveTheVerdictsOfThePlainText() throws IOException {
        assertEquals(Archives.streamed(PLAIN, 2), Archives.streamed(read(ArchiveInput.of(new ByteArrayInputStream(zstd(PLAIN)))), 2));
    }

    @Test
    void aNameThatPromisesAPackingTheBytesDoNotHaveIsRefused(@TempDir Path dir) throws IOException {
        Path fake = Files.write(dir.resolve("games.pgn.zst"), PLAIN);
        IOException refused = assertThrows(IOException.class, () -> ArchiveInput.open(fake));
        assertTrue(refused.getMessage().contains("zstd"), refused.getMessage());
    }
}
