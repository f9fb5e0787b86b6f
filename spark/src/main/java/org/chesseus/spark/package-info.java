/** {@code adjudicate} as an Apache Spark job: an archive's games judged across a cluster, the output that of one machine. */
package org.chesseus.spark;
