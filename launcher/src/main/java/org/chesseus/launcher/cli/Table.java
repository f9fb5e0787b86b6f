package org.chesseus.launcher.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A table for people: columns padded to their widest cell, numbers aligned right, the last cell left ragged. */
final class Table {
    private final List<String[]> rows = new ArrayList<>();
    private final boolean[] right;

    /** A table whose columns at these indexes are aligned right. */
    Table(int columns, int... rightAligned) {
        right = new boolean[columns];
        Arrays.stream(rightAligned).forEach(column -> right[column] = true);
    }

    Table row(String... cells) {
        if (cells.length != right.length) {
            throw new IllegalArgumentException("a row of " + cells.length + " cells in a table of " + right.length);
        }
        rows.add(cells.clone());
        return this;
    }

    void print(PrintWriter out, String indent) {
        int[] widths = new int[right.length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder(indent);
            for (int i = 0; i < row.length; i++) {
                boolean last = i == row.length - 1;
                String gap = " ".repeat(widths[i] - row[i].length());
                line.append(right[i] ? gap + row[i] : last ? row[i] : row[i] + gap).append(last ? "" : "  ");
            }
            out.println(line.toString().stripTrailing());
        }
    }
}
