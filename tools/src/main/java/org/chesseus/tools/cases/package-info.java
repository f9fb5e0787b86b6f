/**
 * The casebook: cases where the rule books part ways or where players commonly get a rule wrong,
 * each with the ruling of every shipped book and the text it rests on — the material of {@code
 * chesseus cases}, {@code compare --case}, the quiz and the page's class view.
 */
package org.chesseus.tools.cases;
